"""Small helpers for absolute POSIX paths in the backup tool."""


def common_dir(paths):
    """The deepest directory that contains every one of ``paths`` (absolute POSIX paths).

    common_dir(["/srv/data/a.txt", "/srv/data/b/c.txt"]) == "/srv/data"
    """
    if not paths:
        raise ValueError("no paths given")
    common = [part for part in paths[0].split("/") if part]
    for path in paths[1:]:
        parts = [part for part in path.split("/") if part]
        i = 0
        while i < len(common) and i < len(parts) and common[i] == parts[i]:
            i += 1
        common = common[:i]
    return "/" + "/".join(common)


def relative_to(path, base):
    """``path`` relative to the directory ``base`` (which must contain it)."""
    base = base.rstrip("/") + "/"
    if not path.startswith(base):
        raise ValueError(f"{path} is not under {base}")
    return path[len(base):]
