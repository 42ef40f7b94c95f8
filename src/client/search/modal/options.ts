export interface OpenModalOptions {
  indexUrl: string
  /** Start with this query (the header box's, on submit). */
  query?: string
}
