"""The Pending view: review staged memory writes one at a time or in bulk."""
