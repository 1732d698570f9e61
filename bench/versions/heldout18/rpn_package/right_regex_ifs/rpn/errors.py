class RPNError(ValueError):
    pass
