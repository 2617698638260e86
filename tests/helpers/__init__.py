"""What the tests share: the rules and chess helpers, GNU Go and the text protocol as child
processes, the mouse and the journeys on the window."""
