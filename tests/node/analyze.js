// Drives magnetdesk-gtp with Sabaki's own GTP controller (@sabaki/gtp), as Sabaki does for
// analysis: lz-analyze streams until the next command is sent, then that command is answered.
// Prints one JSON object: the analysis lines the subscriber saw, whether the analysis answer
// ended (its last event), and the answer to the command sent after it.
// Usage: node analyze.js PYTHON [ENGINE ARGS...]
const {Controller} = require('@sabaki/gtp')

async function main() {
  const [python, ...args] = process.argv.slice(2)
  const engine = new Controller(python, ['-m', 'magnetdesk.gtp', ...args])
  engine.start()
  await engine.sendCommand({name: 'boardsize', args: ['9']})
  await engine.sendCommand({name: 'play', args: ['B', 'E5']})
  const lines = []
  let ended = false
  const analysis = engine.sendCommand({name: 'lz-analyze', args: ['W', '20']}, evt => {
    if (evt.line.startsWith('info ')) lines.push(evt.line)
    if (evt.end) ended = true
  })
  await new Promise(resolve => setTimeout(resolve, 2500))
  const name = await engine.sendCommand({name: 'name'})
  const response = await analysis
  await engine.stop()
  console.log(JSON.stringify({lines, ended, error: response.error, name: name.content}))
}

main().catch(err => {
  console.error(err)
  process.exit(1)
})
