import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SenderFields } from '../../../components/writing/sender-fields.tsx';
import type { LetterControl, LetterErrors } from './letter-fields.ts';

/** "Your Details": who signs the letter, and where the landlord can answer (ADR 0067). */
export function SenderCard({ control, errors, fromAccount }: { control: LetterControl; errors: LetterErrors; fromAccount: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your Details</CardTitle>
        <CardDescription>
          Who the letter is from: your name signs it, and your phone and email go under it so your landlord can answer.
          {fromAccount ? ' We filled in what your account holds; change anything you like.' : ''} Anything left blank stays a placeholder in
          the letter for you to fill in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SenderFields control={control} errors={errors} withAddress />
      </CardContent>
    </Card>
  );
}
