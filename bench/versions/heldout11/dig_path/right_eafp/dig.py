def dig(data, path, default=None):
    if not path:
        return data
    node = data
    for part in path.split("."):
        if type(node) is dict or isinstance(node, dict):
            if part not in node:
                return default
            node = node[part]
        elif isinstance(node, (list, tuple)):
            try:
                node = node[int(part)]
            except (ValueError, IndexError):
                return default
        else:
            return default
    return node
