"""The HTTP layer: the app factory, middleware, problems, routes and schemas."""
