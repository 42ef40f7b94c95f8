export default { ignored: 'A folder starting with _ is not read' }
