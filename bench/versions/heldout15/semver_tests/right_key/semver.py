import re

_RE = re.compile(
    r"^v?(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)"
    r"(?:-((?:0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*)"
    r"(?:\.(?:0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*))*))?$"
)


def parse(version):
    m = _RE.match(version) if "\n" not in version else None
    if m is None:
        raise ValueError("not a valid version: %r" % (version,))
    pre = m.group(4)
    ids = tuple(int(x) if x.isdigit() else x for x in pre.split(".")) if pre else ()
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)), ids)


def _key(version):
    major, minor, patch, pre = parse(version)
    # release sorts after every prerelease; numeric ids before alphanumeric ones
    pre_key = (1,) if not pre else (0, tuple((0, i, "") if isinstance(i, int) else (1, 0, i)
                                            for i in pre))
    return (major, minor, patch, pre_key)


def compare(a, b):
    ka, kb = _key(a), _key(b)
    return (ka > kb) - (ka < kb)


def bump(version, part):
    major, minor, patch, _ = parse(version)
    bumped = {
        "major": (major + 1, 0, 0),
        "minor": (major, minor + 1, 0),
        "patch": (major, minor, patch + 1),
    }
    if part not in bumped:
        raise ValueError("part must be one of major/minor/patch")
    return ".".join(map(str, bumped[part]))
