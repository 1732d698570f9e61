def format_cents(cents):
    if cents < 0:
        return "-" + format_cents(-cents)
    text = str(cents).rjust(3, "0")
    dollars, cc = text[:-2], text[-2:]
    groups = []
    while len(dollars) > 3:
        groups.insert(0, dollars[-3:])
        dollars = dollars[:-3]
    groups.insert(0, dollars)
    return "$" + ",".join(groups) + "." + cc
