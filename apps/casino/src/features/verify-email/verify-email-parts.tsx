import { Button, Card, PageHeader, Spinner } from '@casino/ui';
import { CircleCheckIcon } from 'lucide-react';
import { Link } from 'react-router';

/** The page's heading over a call under way or a load: a spinner and what is happening, announced. */
export function Waiting({ heading, text }: { heading: string; text: string }) {
  return (
    <>
      <PageHeader title={heading} />
      <Card className="flex-row items-center">
        <Spinner size="md" className="text-accent" />
        <p role="status" className="text-base">
          {text}
        </p>
      </Card>
    </>
  );
}

interface DoneProps {
  heading: string;
  /** The outcome's own heading (h2), its line, and the link on. */
  title: string;
  body: string;
  next: { to: string; label: string };
}

/** The page's heading over what the code did (the account active, the e-mail verified), with the way on. */
export function Done({ heading, title, body, next }: DoneProps) {
  return (
    <>
      <PageHeader title={heading} />
      <Card role="status" className="items-start">
        <CircleCheckIcon aria-hidden="true" className="size-10 text-success-text" />
        <h2 className="text-2xl font-semibold wrap-break-word">{title}</h2>
        <p className="text-base wrap-break-word">{body}</p>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to={next.to}>{next.label}</Link>
        </Button>
      </Card>
    </>
  );
}
