"""Semantic version helpers without regular expressions."""

_ALNUM = set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-")
_DIGITS = set("0123456789")


def _number(s, what):
    if not s or not set(s) <= _DIGITS or (len(s) > 1 and s[0] == "0"):
        raise ValueError(f"bad {what}: {s!r}")
    return int(s)


def parse(version):
    if not isinstance(version, str):
        raise ValueError("version must be a string")
    s = version[1:] if version.startswith("v") else version
    core, dash, pre = s.partition("-")
    parts = core.split(".")
    if len(parts) != 3:
        raise ValueError(f"bad version: {version!r}")
    major, minor, patch = (_number(p, "number") for p in parts)
    ids = ()
    if dash:
        items = pre.split(".")
        out = []
        for item in items:
            if not item or not set(item) <= _ALNUM:
                raise ValueError(f"bad prerelease in {version!r}")
            if set(item) <= _DIGITS:
                out.append(_number(item, "prerelease number"))
            else:
                out.append(item)
        ids = tuple(out)
    return major, minor, patch, ids


def compare(a, b):
    pa, pb = parse(a), parse(b)
    if pa[:3] != pb[:3]:
        return -1 if pa[:3] < pb[:3] else 1
    xa, xb = pa[3], pb[3]
    if xa == xb:
        return 0
    if not xa:
        return 1
    if not xb:
        return -1
    for x, y in zip(xa, xb):
        if x == y:
            continue
        xn, yn = isinstance(x, int), isinstance(y, int)
        if xn != yn:
            return -1 if xn else 1
        return -1 if x < y else 1
    return -1 if len(xa) < len(xb) else 1


def bump(version, part):
    major, minor, patch, _ = parse(version)
    if part not in ("major", "minor", "patch"):
        raise ValueError(f"part must be major, minor or patch, not {part!r}")
    if part == "major":
        major, minor, patch = major + 1, 0, 0
    elif part == "minor":
        minor, patch = minor + 1, 0
    else:
        patch += 1
    return "%d.%d.%d" % (major, minor, patch)
