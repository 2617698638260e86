// Sabaki's SGF library on magnetdesk's files (tests/record/test_markup_interop.py).
// `node markup.js read < FILE`: the markup properties of every node, depth first, as JSON.
// `node markup.js write < JSON`: a list of nodes' data (property -> values) written as one
// line of play by Sabaki's own writer, as Sabaki saves a file.
const sgf = require('@sabaki/sgf')

const MARKUP = ['TR', 'SQ', 'CR', 'MA', 'LB', 'AR', 'LN', 'DD']
let input = ''
process.stdin.on('data', chunk => (input += chunk))
process.stdin.on('end', () => {
  if (process.argv[2] === 'read') {
    const nodes = []
    const walk = node => {
      const marks = {}
      for (const id of MARKUP) if (id in node.data) marks[id] = node.data[id]
      nodes.push(marks)
      node.children.forEach(walk)
    }
    sgf.parse(input).forEach(walk)
    process.stdout.write(JSON.stringify(nodes))
  } else {
    const data = JSON.parse(input)
    let id = 0
    const make = rest => {
      if (rest.length === 0) return []
      return [{id: id++, data: rest[0], parentId: null, children: make(rest.slice(1))}]
    }
    process.stdout.write(sgf.stringify(make(data)))
  }
})
