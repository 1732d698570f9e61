"""The HTTP surface: REST + WebSocket API, the persistent task queue, signed webhooks, and
the web UI's static files (``web/``).

    settings.py  [api] and [[webhooks]] (user config only)
    schemas.py   request bodies (pydantic)
    jobs.py      the persistent queue (api_jobs) and webhook delivery records
    queue.py     workers running jobs through openkoi.runner; cancel; plan approval
    hub.py       live event fan-out to WebSocket clients
    webhooks.py  Standard Webhooks signing, background delivery with retries, budget warnings
    security.py  Host / Origin / token gate (ASGI middleware)
    views.py     the task JSON
    openapi.py   /openapi.json
    app.py       the Starlette routes
    serve.py     uvicorn on a socket bound here
"""
