"""Safe nested lookups with dotted paths."""

_MISSING = object()


def _step(current, segment):
    if isinstance(current, dict):
        return current.get(segment, _MISSING)
    if isinstance(current, (list, tuple)):
        try:
            index = int(segment)
        except ValueError:
            return _MISSING
        if not -len(current) <= index < len(current):
            return _MISSING
        return current[index]
    return _MISSING


def dig(data, path, default=None):
    """Walk `data` along a dotted `path`; `default` when a step is impossible."""
    if path == "":
        return data
    current = data
    for segment in path.split("."):
        current = _step(current, segment)
        if current is _MISSING:
            return default
    return current
