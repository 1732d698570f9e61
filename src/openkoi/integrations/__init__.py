"""Integrations: task results where the team works (Slack, e-mail, GitHub, Discord, Teams,
Telegram), one module per service on its official or best-kept client.

``base`` holds the structured result and the service seam; ``settings`` the
``[integrations.NAME]`` tables and secrets; ``outbound`` turns a task's events into posts;
``delivery`` is the background queue with retries that webhooks share. Services register
through the plugin hook ``register_integrations`` (``plugin``), so a package can add one.
Nothing is imported here: ``openkoi --version`` and a task without integrations stay fast.
"""
