"""Changing one top-level setting of the user's config.toml (``openkoi setup --model``),
keeping everything else of the file as the user wrote it: comments, order, layout (tomlkit).

The new text is parsed and loaded as settings before it replaces the file (atomically), so a
value openkoi would refuse is never written, and the old file stays whole on any error.
"""

from __future__ import annotations

from typing import Any

from openkoi.config import Paths, load_settings
from openkoi.errors import ConfigError


def set_top_level(paths: Paths, key: str, value: Any | None) -> None:
    """``key = value`` at the top of config.toml; ``value=None`` removes the key."""
    import tomlkit
    from tomlkit.exceptions import TOMLKitError

    from openkoi.fsio import atomic_write

    path = paths.config_file
    try:
        old = path.read_text(encoding="utf-8") if path.exists() else ""
        doc = tomlkit.parse(old)
    except (OSError, UnicodeDecodeError, TOMLKitError) as exc:
        raise ConfigError(f"cannot change {path}: {exc}",
                          hint=f"fix {path} (openkoi doctor shows what is wrong)") from None
    if value is None:
        doc.pop(key, None)
    else:  # tomlkit puts a new top-level key before the first [table]
        doc[key] = value
    new = tomlkit.dumps(doc)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, new)
    try:
        load_settings(paths)
    except ConfigError:
        atomic_write(path, old) if old else path.unlink()
        raise
