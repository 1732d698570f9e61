"""MCP: other programs' tools in openkoi's registry, on the official ``mcp`` SDK.

- ``servers``: which servers a task gets (``[mcp.servers.NAME]`` in config.toml, a trusted
  project's ``.mcp.json``), their environment (an allowlist) and where their stderr goes;
- ``client``: one running server: start-up and per-call timeouts, its tools, resources and
  prompts, tool-list changes, and what happens when it dies or hangs;
- ``tool``: a server's tool as an openkoi ``Tool`` (``mcp__SERVER__TOOL``, its JSON schema,
  an effect and a trust domain), so policy, trust, the Guardian and dry runs apply;
- ``hub``: the servers of one task, started together, their tools kept in the registry.
"""
