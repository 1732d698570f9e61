"""search: a regular expression over the text files under a path, as ``file:line: text``.

Every file is read under the same wall as ``read_file``: a symlink that leads outside the
workspace, a hard-linked file and openkoi's own folders are skipped, and each file is opened
with ``O_NOFOLLOW``."""

from __future__ import annotations

import asyncio
import io
import os
import re
from pathlib import Path
from typing import Any

from openkoi import fsio
from openkoi.errors import ToolError
from openkoi.tools.base import EFFECT_NONE, Tool, ToolContext, ToolOutput
from openkoi.tools.files import is_binary, iter_files
from openkoi.tools.paths import display, readable, resolve_in_workspace

MAX_MATCHES = 200
MAX_FILE_BYTES = 2 * 1024 * 1024  # larger files (data, bundles) are skipped
MAX_TEXT_CHARS = 200  # each matching line is clipped to this


class Search(Tool):
    name = "search"
    description = "Search files for a regex; returns file:line: text."
    parameters = {
        "type": "object",
        "properties": {"pattern": {"type": "string"}, "path": {"type": "string"}},
        "required": ["pattern"],
    }
    effect = EFFECT_NONE
    path_params = {"path": "read"}

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        pattern: str = args["pattern"]
        if not pattern:
            raise ToolError("empty pattern", hint="give a regular expression to search for")
        try:
            regex = re.compile(pattern)
        except re.error as exc:
            raise ToolError(f"invalid regex {pattern!r}: {exc}",
                            hint=r"escape special characters such as ( [ . with \ ") from None
        root = resolve_in_workspace(args.get("path") or ".", ctx, for_write=False)
        return await asyncio.to_thread(self._search, regex, root, ctx)

    def _search(self, regex: re.Pattern[str], root: Path, ctx: ToolContext) -> ToolOutput:
        shown_root = display(root, ctx)
        if not root.exists():
            raise ToolError(f"no such file or directory: {shown_root}",
                            hint="use list_files to see what exists")
        hits: list[str] = []
        more = False
        for path in iter_files(root, ctx):
            if not readable(path, ctx):
                continue  # a link out of the workspace, a hard link, openkoi's own files
            real = Path(os.path.realpath(path))
            try:
                with fsio.open_regular(real, allow_hard_links=False) as raw:
                    if os.fstat(raw.fileno()).st_size > MAX_FILE_BYTES or is_binary(raw):
                        continue
                    fh = io.TextIOWrapper(io.BufferedReader(raw), encoding="utf-8",
                                          errors="replace")
                    shown = display(path, ctx)
                    for number, line in enumerate(fh, 1):
                        if regex.search(line):
                            if len(hits) == MAX_MATCHES:
                                more = True
                                break
                            text = line.strip()[:MAX_TEXT_CHARS]
                            hits.append(f"{shown}:{number}: {text}")
            except OSError:  # unreadable or vanished mid-walk: not a match
                continue
            if more:
                break
        if not hits:
            return ToolOutput(f"no matches for {regex.pattern!r} under {shown_root}")
        if more:
            hits.append(f"[stopped after {MAX_MATCHES} matches; narrow the pattern or path]")
        return ToolOutput("\n".join(hits))
