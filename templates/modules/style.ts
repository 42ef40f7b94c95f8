// The stylesheets of Nextra and the Guild's library (`import '@theguild/components/style.css'`):
// guildsite's own stylesheet draws the same components, so the import brings nothing.
export {}
