"""The chat REPL's session: one task per message, through the same runner as `openkoi run`."""
