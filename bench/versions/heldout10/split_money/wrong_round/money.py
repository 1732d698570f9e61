def split_amount(total_cents, weights):
    if not weights or any(w < 0 for w in weights) or sum(weights) == 0:
        raise ValueError("bad weights")
    total_weight = sum(weights)
    return [round(total_cents * w / total_weight) for w in weights]
