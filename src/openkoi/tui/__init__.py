"""The terminal dashboard (`openkoi dashboard`): a Textual app over the local store.

``data`` reads what the panes show (no Textual import), ``live`` follows a running task's
stored events, ``settings_view`` explains where each effective setting came from, ``app``
is the Textual app itself (imported only when the dashboard starts).
"""
