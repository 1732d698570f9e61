ALLOWED = set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-")
DIGITS = set("0123456789")


def _number(text):
    if not text or not set(text) <= DIGITS:
        raise ValueError("bad number: %r" % text)
    if len(text) > 1 and text[0] == "0":
        raise ValueError("leading zero: %r" % text)
    return int(text)


def parse_version(s):
    core, sep, pre = s.partition("-")
    if sep:
        if not pre:
            raise ValueError("empty prerelease")
        for ident in pre.split("."):
            if not ident or not set(ident) <= ALLOWED:
                raise ValueError("bad prerelease: %r" % pre)
    else:
        pre = None
    parts = core.split(".")
    if len(parts) != 3:
        raise ValueError("need MAJOR.MINOR.PATCH: %r" % s)
    major, minor, patch = (_number(p) for p in parts)
    return (major, minor, patch, pre)


def _cmp_ident(x, y):
    xd, yd = x.isdigit(), y.isdigit()
    if xd and yd:
        x, y = int(x), int(y)
    elif xd != yd:
        return -1 if xd else 1
    if x == y:
        return 0
    return -1 if x < y else 1


def compare_versions(a, b):
    *core_a, pre_a = parse_version(a)
    *core_b, pre_b = parse_version(b)
    if core_a != core_b:
        return -1 if core_a < core_b else 1
    if pre_a == pre_b:
        return 0
    if pre_a is None:
        return 1
    if pre_b is None:
        return -1
    ia, ib = pre_a.split("."), pre_b.split(".")
    for x, y in zip(ia, ib):
        c = _cmp_ident(x, y)
        if c:
            return c
    if len(ia) == len(ib):
        return 0
    return -1 if len(ia) < len(ib) else 1
