from decimal import Decimal, ROUND_HALF_UP


def monthly_bill(plan, usage):
    # plan: "basic", "plus" or "unlimited"
    # usage: dict with "minutes", "sms", "data_mb" and optionally "roaming_mb" (all whole numbers)
    # returns {"fee": ..., "extras": ..., "vat": ..., "total": ...} as Decimals
    if plan == "basic":
        fee = Decimal("9.99")
        free_min = 100
        free_sms = 50
        free_mb = 1024
    elif plan == "plus":
        fee = Decimal("19.99")
        free_min = 500
        free_sms = 500
        free_mb = 10240
    elif plan == "unlimited":
        fee = Decimal("34.99")
        free_min = None
        free_sms = None
        free_mb = None
    else:
        raise ValueError("unknown plan: " + str(plan))
    minutes = usage.get("minutes", 0)
    sms = usage.get("sms", 0)
    mb = usage.get("data_mb", 0)
    roaming = usage.get("roaming_mb", 0)
    for v in (minutes, sms, mb, roaming):
        if type(v) != int or v < 0:
            raise ValueError("usage must be whole numbers >= 0")
    extra = Decimal("0")
    if free_min is not None and minutes > free_min:
        extra = extra + (minutes - free_min) * Decimal("0.09")
    if free_sms is not None and sms > free_sms:
        extra = extra + (sms - free_sms) * Decimal("0.05")
    if free_mb is not None and mb > free_mb:
        # extra data is billed per started block of 100 MB
        blocks = (mb - free_mb + 99) // 100
        extra = extra + blocks * Decimal("1.50")
    # roaming data is never included in a plan: 0.02 per MB, at most 50.00 a month
    r = roaming * Decimal("0.02")
    if r > Decimal("50"):
        r = Decimal("50")
    extra = extra + r
    # loyalty discount: 10 % off the part of the extras above 30.00
    if extra > Decimal("30"):
        extra = Decimal("30") + (extra - Decimal("30")) * Decimal("0.9")
    extra = extra.quantize(Decimal("0.01"), ROUND_HALF_UP)
    net = fee + extra
    vat = (net * Decimal("0.20")).quantize(Decimal("0.01"), ROUND_HALF_UP)
    return {"fee": fee, "extras": extra, "vat": vat, "total": net + vat}
