from collections.abc import Mapping

_NOPE = object()


def _get(node, key):
    if isinstance(node, Mapping):
        return node[key] if key in node else _NOPE
    if isinstance(node, (list, tuple)):
        if not key.lstrip("-").isdigit() or key.count("-") > 1:
            return _NOPE
        i = int(key)
        if i >= len(node) or i < -len(node):
            return _NOPE
        return node[i]
    return _NOPE


def dig(data, path, default=None):
    if path == "":
        return data
    head, _, rest = path.partition(".")
    child = _get(data, head)
    if child is _NOPE:
        return default
    if "." not in path:
        return child
    return dig(child, rest, default)
