"""openkoi as an MCP server (``openkoi mcp serve``): a surface like the chat or the HTTP API,
so its tools run tasks through the one entry point every surface uses (``openkoi.runner``)."""
