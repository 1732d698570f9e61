def format_cents(cents):
    negative = cents < 0
    cents = abs(cents)
    whole = "{:,}".format(cents // 100)
    text = "$" + whole + "." + "%02d" % (cents % 100)
    return "-" + text if negative else text
