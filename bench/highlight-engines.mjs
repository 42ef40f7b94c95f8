#!/usr/bin/env node
// Highlights every fence of some corpora with each regex engine and says what each costs and whether
// its HTML is byte-identical to the WASM engine's (bench/RESULTS.md, "Session 12, speed").
//
//   node bench/highlight-engines.mjs [--rounds 3] [--engines wasm,js,product] [--precompiled <node_modules>] <folder>…
//
// Fences are read with markdown-it from every .md/.mdx file under the folders (fences inside JSX
// blocks that markdown-it takes for HTML are missed; npm2yarn fences are highlighted as their npm
// command). Each engine runs in a child process of its own, the engines alternating round by round;
// a child reports the CPU time (`process.cpuUsage`, user + sys) of creating the highlighter and
// loading the grammars, and of highlighting every fence to HTML with `highlightLines` (the build's
// path: tokenize-once, the line memo), plus a hash of each fence's HTML. `precompiled` takes the
// grammars of `@shikijs/langs-precompiled` from the given node_modules (with its JavaScript raw
// engine), which must hold them: they are not a dependency of guildsite. `product` is the build's own
// highlighter (`getHighlighter`: the languages of regex-engine.ts on the JavaScript engine with the
// package build's regex table, the others on Oniguruma).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = subpath => pathToFileURL(path.join(root, 'dist/src/compile/rehype-code', subpath)).href

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  if (at < 0) return fallback
  const [value] = args.splice(at, 2).slice(1)
  return value
}

if (process.env.HIGHLIGHT_ENGINE_CHILD) await child(process.env.HIGHLIGHT_ENGINE_CHILD, args[0], args[1])
else await parent()

async function parent() {
  const rounds = Number(option('--rounds', '3'))
  const precompiled = option('--precompiled', undefined)
  const engines = option('--engines', precompiled ? 'wasm,js,precompiled' : 'wasm,js').split(',')
  const { default: MarkdownIt } = await import('markdown-it')
  const { resolveLanguage } = await import(dist('resolve-language.js'))
  const { parseCodeMeta } = await import(dist('parse-code-meta.js'))
  const md = new MarkdownIt({ html: true })
  const fences = []
  for (const folder of args) {
    for (const file of files(folder)) {
      for (const token of md.parse(readFileSync(file, 'utf8'), {})) {
        if (token.type !== 'fence') continue
        const [language = '', ...rest] = token.info.trim().split(/\s+/)
        if (language.toLowerCase() === 'mermaid') continue
        const brace = language.indexOf('{')
        const name = brace > 0 ? language.slice(0, brace) : language
        const meta = parseCodeMeta(`${brace > 0 ? language.slice(brace) : ''} ${rest.join(' ')}`)
        const lang = meta.npm2yarn ? 'bash' : resolveLanguage(name).lang
        const words = meta.highlightWords.map(({ word, occurrences }) => [word, occurrences && [...occurrences]])
        fences.push({ code: token.content.replace(/\n$/, ''), lang, words })
      }
    }
  }
  const distinct = new Set(fences.map(fence => JSON.stringify(fence))).size
  const languages = {}
  for (const { lang } of fences) languages[lang] = (languages[lang] ?? 0) + 1
  console.log(`${fences.length} fences (${distinct} distinct) in ${args.length} folders:`, JSON.stringify(languages))
  const input = path.join(process.env.TMPDIR ?? '/tmp', `highlight-engines-${process.pid}.json`)
  writeFileSync(input, JSON.stringify(fences))
  const results = Object.fromEntries(engines.map(engine => [engine, []]))
  for (let round = 0; round < rounds; round++) {
    for (const engine of round % 2 === 0 ? engines : [...engines].reverse()) {
      const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), input, precompiled ?? '', engine], {
        env: { ...process.env, HIGHLIGHT_ENGINE_CHILD: engine },
        maxBuffer: 1 << 28
      })
      results[engine].push(JSON.parse(out))
    }
  }
  const reference = results[engines[0]][0].hashes
  for (const engine of engines) {
    const runs = results[engine]
    const differing = {}
    runs[0].hashes.forEach((hash, i) => {
      if (hash !== reference[i]) differing[fences[i].lang] = (differing[fences[i].lang] ?? 0) + 1
    })
    const differ = Object.values(differing).reduce((a, b) => a + b, 0)
    const failed = runs[0].hashes.filter(hash => hash.startsWith('error')).length
    const fmt = key =>
      runs
        .map(run => run[key].toFixed(2))
        .sort((a, b) => a - b)
        .join(' / ')
    console.log(
      `${engine.padEnd(12)} start + grammars ${fmt('load')} CPU-s; highlight ${fmt('highlight')} CPU-s; ` +
        `HTML differs from ${engines[0]} on ${differ} of ${reference.length} fences${failed ? ` (${failed} failed)` : ''}` +
        (differ ? ` ${JSON.stringify(differing)}` : '')
    )
    const languages = Object.keys(runs[0].byLanguage).sort()
    const median = values => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
    console.log(
      `${''.padEnd(12)} by language (median CPU-s): ` +
        languages.map(lang => `${lang} ${median(runs.map(run => run.byLanguage[lang])).toFixed(2)}`).join(', ')
    )
  }
}

async function child(engine, input, precompiled) {
  const fences = JSON.parse(readFileSync(input, 'utf8'))
  const shiki = await import('shiki')
  const { BASE_LANGUAGES } = await import(dist('highlighter.js'))
  const { highlightLines } = await import(dist('highlight-html.js'))
  const themes = { light: 'github-light', dark: 'github-dark' }
  const cpu = () => {
    const { user, system } = process.cpuUsage()
    return (user + system) / 1e6
  }
  const start = cpu()
  const wanted = new Set(fences.map(fence => fence.lang).filter(lang => !['text', 'ansi'].includes(lang)))
  const ids = name => shiki.bundledLanguagesInfo.find(info => info.id === name || info.aliases?.includes(name))?.id
  const others = [...new Set([...wanted].map(ids))].filter(id => !BASE_LANGUAGES.includes(id)).sort()
  // Every base language, then the others sorted: the order a build that meets all of them loads in.
  const order = [...BASE_LANGUAGES, ...others]
  let engineObject
  let langs
  let highlighter
  if (engine === 'product') {
    const { getHighlighter } = await import(dist('highlighter.js'))
    highlighter = await getHighlighter(themes, order)
  } else if (engine === 'wasm') {
    const file = createRequire(import.meta.url).resolve('shiki/onig.wasm')
    engineObject = shiki.createOnigurumaEngine({
      instantiator: async imports => WebAssembly.instantiate(readFileSync(file), imports)
    })
    langs = order
  } else if (engine === 'js') {
    const { createJavaScriptRegexEngine } = await import('shiki/engine/javascript')
    engineObject = createJavaScriptRegexEngine()
    langs = order
  } else if (engine === 'js-old') {
    // The JavaScript engine on the plain grammars of the precompiled ones' version (whether their
    // differences come from the version or from precompiling).
    const from = createRequire(path.join(precompiled, 'x.js'))
    const { createJavaScriptRegexEngine } = await import('shiki/engine/javascript')
    engineObject = createJavaScriptRegexEngine()
    langs = []
    for (const id of order) langs.push(...(await import(from.resolve(`@shikijs/langs/${id}`))).default)
  } else {
    const from = createRequire(path.join(precompiled, 'x.js'))
    const { createJavaScriptRawEngine } = await import(from.resolve('@shikijs/engine-javascript/raw'))
    engineObject = createJavaScriptRawEngine()
    langs = []
    for (const id of order) langs.push(...(await import(from.resolve(`@shikijs/langs-precompiled/${id}`))).default)
  }
  highlighter ??= await shiki.createHighlighter({
    themes: [themes.light, themes.dark],
    langs: [],
    engine: engineObject
  })
  if (engine === 'product') {
    // (Loaded above.)
  } else if (engine === 'precompiled' || engine === 'js-old') await highlighter.loadLanguage(...langs)
  else {
    await highlighter.loadLanguage(...BASE_LANGUAGES)
    for (const id of others) await highlighter.loadLanguage(id)
  }
  const loaded = cpu()
  const hashes = []
  const byLanguage = {}
  for (const { code, lang, words } of fences) {
    const before = cpu()
    try {
      const words_ = words.map(([word, occurrences]) => ({ word, occurrences: occurrences && new Set(occurrences) }))
      const { preStyle, lines } = highlightLines(highlighter, code, lang, themes, words_)
      hashes.push(createHash('sha1').update(preStyle).update('\0').update(lines.join('\n')).digest('hex'))
    } catch (error) {
      hashes.push(`error ${error.message}`)
    }
    byLanguage[lang] = (byLanguage[lang] ?? 0) + cpu() - before
  }
  const done = cpu()
  process.stdout.write(JSON.stringify({ load: loaded - start, highlight: done - loaded, hashes, byLanguage }))
}

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (/\.mdx?$/.test(entry.name)) yield full
  }
}
