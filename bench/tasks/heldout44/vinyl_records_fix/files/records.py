"""My record collection.

Each line of records.txt is: artist | title | year | format, for example
    The Beatles | Revolver | 1966 | LP
Blank lines and lines starting with # are skipped.
"""

FORMATS = ("LP", "EP", "7in", "12in")


def parse_line(line):
    """One line of records.txt as a dict with artist, title, year (int) and format."""
    parts = [part.strip() for part in line.split("|")]
    if len(parts) != 4:
        raise ValueError(f"expected artist | title | year | format: {line!r}")
    artist, title, year, fmt = parts
    if not artist or not title:
        raise ValueError(f"artist and title can't be empty: {line!r}")
    if not (year.isdigit() and len(year) == 4):
        raise ValueError(f"bad year: {year!r}")
    if fmt not in FORMATS:
        raise ValueError(f"unknown format: {fmt!r}")
    return {"artist": artist, "title": title, "year": int(year), "format": fmt}


def load(text):
    """Every record in the text of records.txt, in file order."""
    records = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        records.append(parse_line(line))
    return records


def sort_name(artist):
    """The name an artist is filed under on the shelf: lower case, and a
    leading "The" is ignored, so "The Beatles" is filed as "beatles"."""
    name = artist.lower()
    if name.startswith("the"):
        name = name[3:].strip()
    return name


def shelf_order(records):
    """Records in the order they go on the shelf: by sort_name of the artist,
    then oldest first, then by title (ignoring capitals)."""
    return sorted(records, key=lambda r: (sort_name(r["artist"]), r["year"], r["title"].lower()))


def count_by_format(records):
    """How many records I have of each format, e.g. {"LP": 12, "7in": 3}."""
    counts = {}
    for record in records:
        counts[record["format"]] = counts.get(record["format"], 0) + 1
    return counts
