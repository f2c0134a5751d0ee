// Placeholder: the implementation lands with issue #56.
