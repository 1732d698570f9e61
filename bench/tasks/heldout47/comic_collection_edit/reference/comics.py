"""My comic collection.

collection.txt has one comic a line: "title | issue | grade", like
"Saga | 12 | VF". Grades, worst to best: P, G, VG, F, VF, NM. I sometimes
have more than one copy of an issue.
"""

GRADES = ["P", "G", "VG", "F", "VF", "NM"]


def parse_collection(lines):
    """[(title, issue, grade)] from the lines of collection.txt, in file order.

    Blank lines and lines starting with # are skipped. The title has the
    spaces round it taken off; issue must be a whole number, 1 or more;
    grade is upper-cased and must be one of GRADES. Anything else is a
    ValueError.
    """
    comics = []
    for line in lines:
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        parts = [part.strip() for part in text.split("|")]
        if len(parts) != 3 or not parts[0]:
            raise ValueError(f"bad line: {line!r}")
        title, issue, grade = parts
        if not issue.isdigit() or int(issue) < 1:
            raise ValueError(f"bad issue number: {line!r}")
        grade = grade.upper()
        if grade not in GRADES:
            raise ValueError(f"bad grade: {line!r}")
        comics.append((title, int(issue), grade))
    return comics


def titles(comics):
    """The titles I have, each once (spelt as the first time it turns up),
    in alphabetical order not caring about capitals."""
    seen = {}
    for title, _, _ in comics:
        seen.setdefault(title.lower(), title)
    return sorted(seen.values(), key=str.lower)


def issues_of(comics, title):
    """The issue numbers I have of a title (capitals don't matter), sorted, each once."""
    want = title.strip().lower()
    return sorted({issue for t, issue, _ in comics if t.lower() == want})


def best_copy(comics, title, issue):
    """The best grade I have of one issue of a title, or None if I haven't got it."""
    want = title.strip().lower()
    grades = [g for t, i, g in comics if t.lower() == want and i == issue]
    return max(grades, key=GRADES.index) if grades else None


def missing_issues(comics, title):
    """The issues of a title I still need, from 1 up to the highest one I have.

    Returned as text: numbers in order separated by ", ", and two or more
    missing in a row written as first-last ("2, 5-7, 10-11"). Nothing
    missing gives "". No comics of that title at all is a ValueError.
    """
    have = issues_of(comics, title)
    if not have:
        raise ValueError(f"no comics of {title!r}")
    owned = set(have)
    runs = []
    for n in range(1, have[-1] + 1):
        if n in owned:
            continue
        if runs and runs[-1][1] == n - 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)
