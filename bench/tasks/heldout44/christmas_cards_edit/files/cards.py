"""My Christmas card list.

Each line of cards.txt is: name; country; sent; received
    Auntie Pat; UK; yes; no
    The Hendersons; France; no; yes
sent and received are yes or no. Blank lines and lines starting with # are skipped.
"""

UK_STAMP = 0.85
ABROAD_STAMP = 2.50


def _yes_no(word, line):
    word = word.strip().lower()
    if word not in ("yes", "no"):
        raise ValueError(f"expected yes or no, got {word!r} in {line!r}")
    return word == "yes"


def parse_line(line):
    """One line of cards.txt as a dict: name, country, sent, received."""
    parts = [part.strip() for part in line.split(";")]
    if len(parts) != 4:
        raise ValueError(f"expected name; country; sent; received: {line!r}")
    name, country, sent, received = parts
    if not name or not country:
        raise ValueError(f"name and country can't be empty: {line!r}")
    return {"name": name, "country": country,
            "sent": _yes_no(sent, line), "received": _yes_no(received, line)}


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
        total += UK_STAMP if card["country"].lower() == "uk" else ABROAD_STAMP
    return round(total, 2)
