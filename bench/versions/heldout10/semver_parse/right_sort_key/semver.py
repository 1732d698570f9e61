import re

PATTERN = re.compile(
    r"^(?P<major>0|[1-9]\d*)\.(?P<minor>0|[1-9]\d*)\.(?P<patch>0|[1-9]\d*)"
    r"(?:-(?P<pre>[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?\Z",
    re.ASCII,
)


def parse_version(s):
    m = PATTERN.match(s)
    if m is None:
        raise ValueError("invalid version string: " + repr(s))
    return (int(m["major"]), int(m["minor"]), int(m["patch"]), m["pre"])


def _key(version):
    major, minor, patch, pre = parse_version(version)
    if pre is None:
        pre_key = (1,)
    else:
        pre_key = (0, tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in pre.split(".")))
    return (major, minor, patch, pre_key)


def compare_versions(a, b):
    ka, kb = _key(a), _key(b)
    if ka < kb:
        return -1
    if ka > kb:
        return 1
    return 0
