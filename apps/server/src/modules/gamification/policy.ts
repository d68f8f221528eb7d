/**
 * Who earns points from whom. A member cannot reward themselves: the forum refuses votes on one's
 * own posts, and accepting one's own post is allowed (it marks the thread solved) but earns nothing.
 */
export function earnsFromVote(authorId: number, voterId: number): boolean {
  return authorId !== voterId;
}

export function earnsFromAccept(authorId: number, acceptedBy: number): boolean {
  return authorId !== acceptedBy;
}
