import re

_VERSION = re.compile(r"v?(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)")


def parse(version):
    m = _VERSION.fullmatch(version) if isinstance(version, str) else None
    if m is None:
        raise ValueError("not a valid version: %r" % (version,))
    return tuple(int(g) for g in m.groups())


def compare(a, b):
    x, y = parse(a), parse(b)
    if x < y:
        return -1
    if x > y:
        return 1
    return 0


def bump(version, part):
    major, minor, patch = parse(version)
    bumped = {
        "major": (major + 1, 0, 0),
        "minor": (major, minor + 1, 0),
        "patch": (major, minor, patch + 1),
    }
    if part not in bumped:
        raise ValueError("part must be major, minor or patch")
    return ".".join(str(n) for n in bumped[part])


def latest(versions):
    if not versions:
        raise ValueError("empty list")
    return max(versions, key=parse)
