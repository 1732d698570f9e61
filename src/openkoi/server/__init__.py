"""The HTTP surface: REST + WebSocket API, the persistent task queue, signed webhooks, and
the web UI's static files (``web/``).

    settings.py  [api], [api.webhooks], [[webhooks]] (user config only; openkoi.api_config)
    schemas.py   request bodies (pydantic)
    jobs.py      the persistent queue (api_jobs) and webhook delivery records
    queue.py     workers running jobs through openkoi.runner; cancel; plan approval
    hub.py       live event fan-out to WebSocket clients
    security.py  Host / Origin / token gate (ASGI middleware)
    views.py     finding tasks for the views (the task JSON: openkoi.task_view; the
                 webhooks, shared with the CLI: openkoi.webhooks)
    openapi.py   /openapi.json
    app.py       the Starlette routes
    serve.py     uvicorn on a socket bound here
"""
