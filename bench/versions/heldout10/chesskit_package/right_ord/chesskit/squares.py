def parse_square(name):
    if len(name) != 2:
        raise ValueError("bad square " + repr(name))
    f = ord(name[0].lower()) - ord("a")
    r = ord(name[1]) - ord("1")
    if not (0 <= f <= 7 and 0 <= r <= 7):
        raise ValueError("bad square " + repr(name))
    return (f, r)


def square_name(coords):
    f, r = coords
    if f < 0 or f > 7 or r < 0 or r > 7:
        raise ValueError("off board")
    return chr(ord("a") + f) + chr(ord("1") + r)
