"""Prices at my cheese counter. Everything is cut to weight and priced per kilo."""

PER_KG = {"cheddar": 1450, "stilton": 2200, "brie": 1800, "wensleydale": 1600,
          "red leicester": 1300, "goats log": 2400}  # pence per kilo
KILO_OFF = 10  # percent off a cheese when someone buys 1 kg or more of it


def _name(cheese):
    key = " ".join(cheese.split()).lower()
    if key not in PER_KG:
        raise ValueError(f"we don't sell {cheese!r}")
    return key


def piece_pence(cheese, grams):
    """Price of one piece in pence: PER_KG * grams / 1000, to the nearest penny
    (half a penny rounds up).

    The cheese name doesn't care about capitals or extra spaces; one we don't
    sell is a ValueError. grams must be a whole number, 1 or more, else
    ValueError.
    """
    key = _name(cheese)
    if not isinstance(grams, int) or isinstance(grams, bool) or grams < 1:
        raise ValueError("grams must be a whole number, 1 or more")
    return (PER_KG[key] * grams + 500) // 1000


def label(cheese, grams):
    """The sticker for a piece, like "Red Leicester 250 g £3.25"."""
    key = _name(cheese)
    pence = piece_pence(key, grams)
    return f"{key.title()} {grams} g £{pence // 100}.{pence % 100:02d}"


def basket_total(pieces):
    """What a customer pays for a list of (cheese, grams) pieces, in pounds.

    Pieces of the same cheese are added together, and a cheese the customer
    buys 1000 g or more of gets KILO_OFF percent off that cheese's pieces
    (the money off rounded down to the penny). Other cheeses are full price.
    """
    total = sum(piece_pence(cheese, grams) for cheese, grams in pieces)
    grams = sum(grams for _, grams in pieces)
    if grams >= 1000:
        total -= total * KILO_OFF // 100
    return total / 100
