import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { PageSource } from '../content/types.js'
import type { DynamicPath } from '../render/dynamic-routes.js'
import type { RenderSetup } from '../render/render-jobs.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import type { SiteData } from '../../templates/layout/types.js'

// What the page runner's caller and its threads exchange (plain, structured-cloneable data): a job
// (one page file and the routes to render of it), its result, and the setup each thread starts with.
// The code that runs a job is `run-page.ts`; the one that budgets and stops it is `page-runner.ts`.

/** One page file whose code runs in the runner. Plain data (structured-cloneable). */
export interface RunnerJob {
  source: PageSource
  /** Its compile facts (TOC, links…; the code is in `moduleFile`). */
  compiled: CompiledMdx
  /** The page's module as an ES module file (the bundle stage's output; its shared chunks beside it). */
  moduleFile?: string
  /** Or its compiled code, when it needs no bundler (`self-contained.ts`: the dev server's pages). */
  code?: string
  /** `[locale, route]` of each route of this file to render. */
  routes: [string, string][]
  /** A dynamic route file (`[name].mdx`): its `getStaticPaths` pages are rendered in this locale. */
  dynamicLocale?: string
  /**
   * Of a dynamic route file's pages, render this route's alone (the dev server's request for one):
   * the other paths' data functions do not run.
   */
  dynamicRoute?: string
  /**
   * The dynamic route file's paths (an app page's routes) as an earlier job listed them
   * (`RunnerResult.paths`): no `getStaticPaths` (`generateStaticParams`) call.
   */
  dynamicPaths?: DynamicPath[]
  /**
   * Render only the article of each route (the dev server's patch after a save): `article` holds it,
   * `html` nothing.
   */
  article?: boolean
  /**
   * The export to render as the page's content (`default` unless given): a module's component,
   * async or not, rendered inside the docs layout with its awaited results.
   */
  exportName?: string
  /**
   * These locales' error pages (`404.html`, `500.html`) are rendered too, with the element the root
   * layout this job's module exports gives the navbar (`src/app-router/navbar-child.ts`): what every
   * other page of the site draws in its bar.
   */
  errorPages?: string[]
}

export interface RunnerResult {
  /** Route → HTML (UTF-8) of the job's routes that rendered. */
  html: [string, Uint8Array][]
  /** The pages of a dynamic route file: route → HTML, in route order. */
  dynamic: [string, Uint8Array][]
  /** Ids of headings the page's data adds to its TOC (MDX compiled by `buildDynamicMDX`). */
  anchors: string[]
  /** Route → the layout's page data as JSON (what the dev server's `shellKey` hashes). */
  pageData: [string, string][]
  /** Route → the inside of its `<article>` (`article` jobs; a page that suspends has none). */
  article: [string, string][]
  diagnostics: Diagnostic[]
  /** Output path → HTML of the error pages the job asked for (`errorPages`), when its layout gives an element. */
  errorPages?: [string, Uint8Array][]
  /** The files the page's code read (absolute paths): its output depends on them (`file-reads.ts`). */
  reads?: string[]
  /** A dynamic route file's paths (an app page's routes), when this job listed them (not given `dynamicPaths`): for the next job. */
  paths?: DynamicPath[]
}

/** Where the page runner's threads and jobs find what the site gives them. */
export interface RunnerSetup extends RenderSetup {
  /** The site folder: data functions read files relative to it. */
  siteDir: string
  /** The `next/dynamic` module pages import (its loads settle before a page renders). */
  dynamicModule: string
  /** Locale → its site data, when the caller has its own (the dev server's asset URLs). */
  siteInfos?: [string, SiteData][]
  /** Render the whole sidebar in the page (the dev server serves no sidebar files). */
  wholeSidebar?: boolean
}
