"""Monthly phone bills."""
from decimal import Decimal, ROUND_HALF_UP

PLANS = {
    "basic": {"fee": Decimal("9.99"), "minutes": 100, "sms": 50, "data_mb": 1024},
    "plus": {"fee": Decimal("19.99"), "minutes": 500, "sms": 500, "data_mb": 10240},
    "unlimited": {"fee": Decimal("34.99"), "minutes": None, "sms": None, "data_mb": None},
}
RATES = {
    "minute": Decimal("0.09"),
    "sms": Decimal("0.05"),
    "data_block": Decimal("1.50"),
    "roaming_mb": Decimal("0.02"),
}
DATA_BLOCK_MB = 100
ROAMING_CAP = Decimal("50")
DISCOUNT_FROM = Decimal("30")
DISCOUNT = Decimal("0.10")
VAT_RATE = Decimal("0.20")
CENT = Decimal("0.01")


def read_usage(usage):
    """Return (minutes, sms, data_mb, roaming_mb); missing keys count as 0."""
    values = (usage.get("minutes", 0), usage.get("sms", 0), usage.get("data_mb", 0),
              usage.get("roaming_mb", 0))
    for value in values:
        if type(value) != int or value < 0:
            raise ValueError("usage must be whole numbers >= 0")
    return values


def overage(used, free, rate):
    """Charge for the usage above a free allowance (None = unlimited)."""
    if free is None or used <= free:
        return Decimal("0")
    return (used - free) * rate


def data_charge(data_mb, free_mb):
    """Charge per started block of DATA_BLOCK_MB above the allowance."""
    if free_mb is None or data_mb <= free_mb:
        return Decimal("0")
    blocks = (data_mb - free_mb + DATA_BLOCK_MB - 1) // DATA_BLOCK_MB
    return blocks * RATES["data_block"]


def roaming_charge(roaming_mb):
    """Roaming is never included in a plan; capped at ROAMING_CAP a month."""
    return min(roaming_mb * RATES["roaming_mb"], ROAMING_CAP)


def apply_discount(extras):
    """DISCOUNT off the part of the extras above DISCOUNT_FROM."""
    if extras > DISCOUNT_FROM:
        return DISCOUNT_FROM + (extras - DISCOUNT_FROM) * (1 - DISCOUNT)
    return extras


def monthly_bill(plan, usage):
    """Return {"fee", "extras", "vat", "total"} as Decimals."""
    if plan not in PLANS:
        raise ValueError("unknown plan: " + str(plan))
    terms = PLANS[plan]
    minutes, sms, data_mb, roaming_mb = read_usage(usage)
    extras = (overage(minutes, terms["minutes"], RATES["minute"])
              + overage(sms, terms["sms"], RATES["sms"])
              + data_charge(data_mb, terms["data_mb"]))
    extras = apply_discount(extras) + roaming_charge(roaming_mb)
    extras = extras.quantize(CENT, ROUND_HALF_UP)
    net = terms["fee"] + extras
    vat = (net * VAT_RATE).quantize(CENT, ROUND_HALF_UP)
    return {"fee": terms["fee"], "extras": extras, "vat": vat, "total": net + vat}
