"""``belote bot``: a bot that plays a seat of a remote game over HTTP.

Unlike the built-in bots (:mod:`domain.bots`), which the server runs inside a
request, an external bot is an ordinary client: it holds a player token, sits
down, follows its seat's event stream and posts its bids and cards like any
front end. It talks to the service only through the generated client
``belote_client`` (``openapi/clients/python``) plus the small Server-Sent
Events reader of :mod:`botclient.sse`, so it exercises the public contract.
"""
