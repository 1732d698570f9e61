"""The bar at our village beer festival. Drinks are paid for with tokens."""

MEASURES = {"half": 0.5, "pint": 1.0}  # in pints
STRONG = 5.0  # ABV % from which a drink costs more


def parse_casks(lines):
    """{name: [abv, pints left]} from lines like "Hobgoblin, 5.2, 72".

    Blank lines and lines starting with # are skipped. A name keeps its
    capitals but not the spaces round it. A line without exactly three
    parts, or an ABV or pints that isn't a number, is a ValueError.
    """
    casks = {}
    for line in lines:
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        parts = [p.strip() for p in text.split(",")]
        if len(parts) != 3 or not parts[0]:
            raise ValueError(f"bad cask line: {line!r}")
        casks[parts[0]] = [float(parts[1]), float(parts[2])]
    return casks


def find_cask(casks, name):
    """The name the cask is listed under; capitals and spaces round it don't
    matter. A beer we haven't got is a ValueError."""
    wanted = name.strip().lower()
    for listed in casks:
        if listed.lower() == wanted:
            return listed
    raise ValueError(f"no beer called {name!r}")


def tokens(abv, measure):
    """Tokens for one drink: a pint is 2 tokens, or 3 from STRONG % ABV up;
    a half is 1 token, or 2 from STRONG % up. Any other measure is a
    ValueError."""
    if measure not in MEASURES:
        raise ValueError(f"we don't serve a {measure!r}")
    strong = abv >= STRONG
    if measure == "pint":
        return 3 if strong else 2
    return 2 if strong else 1


def pour(casks, name, measure):
    """Pour one drink: take it out of the cask and return its tokens.

    An unknown beer or measure, or not enough left in the cask, is a
    ValueError and nothing changes.
    """
    listed = find_cask(casks, name)
    abv, left = casks[listed]
    price = tokens(abv, measure)
    if MEASURES[measure] > left:
        raise ValueError(f"not enough {listed} left")
    casks[listed][1] = left - MEASURES[measure]
    return price


def still_on(casks):
    """[(name, pints left)] for the casks that aren't empty, most left first
    (same amount: by name)."""
    on = [(name, left) for name, (abv, left) in casks.items() if left > 0]
    return sorted(on, key=lambda item: (-item[1], item[0]))
