from decimal import Decimal, ROUND_HALF_UP

PLANS = {
    "basic": dict(fee=Decimal("9.99"), minutes=100, sms=50, data_mb=1024),
    "plus": dict(fee=Decimal("19.99"), minutes=500, sms=500, data_mb=10240),
    "unlimited": dict(fee=Decimal("34.99"), minutes=None, sms=None, data_mb=None),
}
RATES = dict(minute=Decimal("0.09"), sms=Decimal("0.05"), data_block=Decimal("1.50"),
             roaming_mb=Decimal("0.02"))
DATA_BLOCK_MB = 100
ROAMING_CAP = Decimal("50")
DISCOUNT_FROM = Decimal("30")
DISCOUNT = Decimal("0.10")
VAT_RATE = Decimal("0.20")

_KEYS = ("minutes", "sms", "data_mb", "roaming_mb")


def read_usage(usage):
    values = tuple(usage.get(key, 0) for key in _KEYS)
    if any(type(v) != int or v < 0 for v in values):
        raise ValueError("usage must be whole numbers >= 0")
    return values


def overage(used, free, rate):
    if free is not None and used > free:
        return (used - free) * rate
    return Decimal("0")


def data_charge(data_mb, free_mb):
    if free_mb is None:
        return Decimal("0")
    over = data_mb - free_mb
    if over <= 0:
        return Decimal("0")
    blocks = -(-over // DATA_BLOCK_MB)
    return blocks * RATES["data_block"]


def roaming_charge(roaming_mb):
    charge = roaming_mb * RATES["roaming_mb"]
    return ROAMING_CAP if charge > ROAMING_CAP else charge


def _money(value):
    return value.quantize(Decimal("0.01"), ROUND_HALF_UP)


def monthly_bill(plan, usage):
    if plan not in ("basic", "plus", "unlimited") and plan not in PLANS:
        raise ValueError("unknown plan: " + str(plan))
    p = PLANS[plan]
    minutes, sms, data_mb, roaming_mb = read_usage(usage)
    extras = Decimal("0")
    for used, free, rate in ((minutes, p["minutes"], RATES["minute"]),
                             (sms, p["sms"], RATES["sms"])):
        extras += overage(used, free, rate)
    extras += data_charge(data_mb, p["data_mb"])
    extras += roaming_charge(roaming_mb)
    if extras > DISCOUNT_FROM:
        extras -= (extras - DISCOUNT_FROM) * DISCOUNT
    extras = _money(extras)
    net = p["fee"] + extras
    vat = _money(net * VAT_RATE)
    return {"fee": p["fee"], "extras": extras, "vat": vat, "total": net + vat}
