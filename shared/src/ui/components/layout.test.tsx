import { render, screen, within } from '@testing-library/react';
import { Card, CardGrid, PageContainer, Section, StepList } from './layout';

describe('page layout pieces', () => {
  it('a page is a region named by its one h1, sections are named by their headings', () => {
    render(
      <PageContainer title="Frequently asked questions" intro="Answers about booking">
        <Section title="Payments">
          <p>Card or bank transfer</p>
        </Section>
      </PageContainer>,
    );
    const page = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(page).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Answers about booking')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent('Card or bank transfer');
  });

  it('cards in a grid are list items with their titles', () => {
    render(
      <CardGrid label="Benefits">
        <Card as="li" title="Commission">
          10% on every stay
        </Card>
        <Card as="li" title="Support">
          A manager for you
        </Card>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Benefits' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Commission', level: 3 })).toBeInTheDocument();
  });

  it('steps are an ordered list whose numbers screen readers do not read twice', () => {
    render(
      <StepList
        steps={[
          { key: 'a', title: 'Sign up', body: 'Two minutes' },
          { key: 'b', title: 'Book' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: 'Book' })).toBeInTheDocument();
  });
});
