/**
 * "r***@gmail.com": enough for the visitor to recognise their own address, too little for someone holding only
 * the ref to learn it. The domain stays whole (a visitor with two addresses tells them apart by it).
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) {
    return '***';
  }
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
