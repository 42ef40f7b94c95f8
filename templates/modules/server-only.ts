// `import 'server-only'`: React's marker for modules that run only on the server. Next resolves it
// with the `react-server` condition of its package (an empty module) for server components; its
// default file throws ("cannot be imported from a Client Component module"). guildsite renders every
// page on the server at build time, so the marker is the empty module, installed or not.
export {}
