"""My Christmas card list.

Each line of cards.txt is: name; country; sent; received, and optionally
a fifth field "large" for a large card
    Auntie Pat; UK; yes; no
    The Hendersons; France; no; yes; large
sent and received are yes or no. Blank lines and lines starting with # are skipped.
"""

UK_STAMP = 0.85
ABROAD_STAMP = 2.50
UK_LARGE_STAMP = 1.55
ABROAD_LARGE_STAMP = 3.20


def _yes_no(word, line):
    word = word.strip().lower()
    if word not in ("yes", "no"):
        raise ValueError(f"expected yes or no, got {word!r} in {line!r}")
    return word == "yes"


def parse_line(line):
    """One line of cards.txt as a dict: name, country, sent, received, large."""
    parts = [part.strip() for part in line.split(";")]
    if len(parts) not in (4, 5):
        raise ValueError(f"expected name; country; sent; received[; large]: {line!r}")
    name, country, sent, received = parts[:4]
    if not name or not country:
        raise ValueError(f"name and country can't be empty: {line!r}")
    large = False
    if len(parts) == 5:
        if parts[4].lower() != "large":
            raise ValueError(f"the fifth field can only be 'large': {line!r}")
        large = True
    return {"name": name, "country": country,
            "sent": _yes_no(sent, line), "received": _yes_no(received, line),
            "large": large}


def load(text):
    """Every card on the list, in file order."""
    cards = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            cards.append(parse_line(line))
    return cards


def still_to_send(cards):
    """Names of the people I haven't sent a card to yet, alphabetical."""
    return sorted((card["name"] for card in cards if not card["sent"]), key=str.lower)


def owe_a_card(cards):
    """People who sent me a card but haven't had one back, alphabetical."""
    return sorted((card["name"] for card in cards if card["received"] and not card["sent"]),
                  key=str.lower)


def postage(cards):
    """What the stamps for the cards still to send will cost, to the penny."""
    total = 0.0
    for card in cards:
        if card["sent"]:
            continue
        uk = card["country"].lower() == "uk"
        if card.get("large"):
            total += UK_LARGE_STAMP if uk else ABROAD_LARGE_STAMP
        else:
            total += UK_STAMP if uk else ABROAD_STAMP
    return round(total, 2)
