"""Small helpers for absolute POSIX paths in the backup tool."""


def common_dir(paths):
    """The deepest directory that contains every one of ``paths`` (absolute POSIX paths).

    common_dir(["/srv/data/a.txt", "/srv/data/b/c.txt"]) == "/srv/data"
    """
    if not paths:
        raise ValueError("no paths given")
    prefix = paths[0]
    for path in paths[1:]:
        i = 0
        while i < len(prefix) and i < len(path) and prefix[i] == path[i]:
            i += 1
        prefix = prefix[:i]
    prefix = prefix.rstrip("/")
    return prefix or "/"


def relative_to(path, base):
    """``path`` relative to the directory ``base`` (which must contain it)."""
    base = base.rstrip("/") + "/"
    if not path.startswith(base):
        raise ValueError(f"{path} is not under {base}")
    return path[len(base):]
