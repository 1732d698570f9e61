"""Holiday money: buying currency, picking the best bureau, selling back."""

SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£"}


def buy_currency(pounds, rate, commission_pct=0, fee=0):
    """Foreign money for `pounds`: the fee comes off first, then the commission
    percentage, then what's left is changed at `rate`. Rounded to 2 places."""
    if pounds <= 0:
        raise ValueError("pounds must be more than 0")
    if rate <= 0:
        raise ValueError("rate must be more than 0")
    if not 0 <= commission_pct < 100:
        raise ValueError("commission must be from 0 to under 100")
    if fee < 0 or fee >= pounds:
        raise ValueError("fee must be 0 or more and less than the pounds")
    return round((pounds - fee) * (1 - commission_pct / 100) * rate, 2)


def best_deal(offers, pounds):
    """The name of the offer giving the most currency; ties: alphabetically first."""
    if not offers:
        raise ValueError("no offers")
    got = {name: buy_currency(pounds, *terms) for name, terms in offers.items()}
    return min(got, key=lambda name: (-got[name], name))


def sell_back(foreign, rate):
    """Pounds for foreign money changed back at `rate`, rounded to 2 places."""
    if foreign <= 0 or rate <= 0:
        raise ValueError("amount and rate must be more than 0")
    return round(foreign / rate, 2)


def format_amount(amount, code):
    """"€1,234.50" for EUR, USD and GBP; otherwise "5,000.00 JPY"."""
    code = code.upper()
    if code in SYMBOLS:
        return f"{SYMBOLS[code]}{amount:,.2f}"
    return f"{amount:,.2f} {code}"
